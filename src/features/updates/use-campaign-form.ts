import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePermissions } from '@/api/auth';
import { createEngineCampaign } from '@/api/engine/campaigns';
import { useFleetUnits } from '@/api/fleet/fleet-units';
import { can } from '@/api/permissions';
import { paths } from '@/config/paths';
import { getRuntimeConfig } from '@/config/runtime-config';
import { createCampaign } from '@/domain/campaigns/campaign-engine';
import {
  CONFIRM_BY_NAME_ABOVE,
  defaultForm,
  mayAct,
  planUnits,
  readForm,
  waveSizes,
  type CampaignForm,
  type FormErrors,
} from '@/domain/campaigns/campaign-plan';
import { filterOptions, rowPredicate } from '@/domain/fleet/fleet-filter';
import { useCompany } from '@/lib/use-company';
import { useEngine } from '@/lib/use-engine';
import { useFleetView } from '@/lib/use-fleet-view';
import { useCampaigns } from './campaign-session';

/** Engine-only fields: a start time (the user's own time zone) and approval by a second person. */
export interface EngineExtras {
  startAt: string;
  needsApproval: boolean;
}

/** The campaign form's state and its start: on the engine when it is there, else in this browser. */
export function useCampaignForm() {
  const company = useCompany();
  const navigate = useNavigate();
  const fleet = useFleetUnits(company);
  const [view, setView] = useFleetView();
  const permissions = usePermissions(company);
  const { session } = useCampaigns();
  const engine = useEngine().state;
  const [form, setForm] = useState<CampaignForm>(defaultForm);
  const [extras, setExtras] = useState<EngineExtras>({ startAt: '', needsApproval: false });
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<FormErrors>({});
  // The typed name did not match: shown under the units, with the name and count at the time.
  const [mismatch, setMismatch] = useState<{ name: string; count: number }>();
  const [confirmName, setConfirmName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const options = useMemo(() => filterOptions(fleet.units), [fleet.units]);
  const matching = useMemo(() => fleet.units.filter(rowPredicate(view)), [fleet.units, view]);
  const chosen = useMemo(() => matching.filter((u) => !excluded.has(u.guid)), [matching, excluded]);
  const permissionAction = form.action === 'update' ? 'controllerUpdate' : 'reset';
  const permissionId = getRuntimeConfig().permissions[permissionAction];
  const permitted = useMemo(() => {
    const companies = new Set(chosen.flatMap((u) => u.companyGuids));
    if (company) companies.add(company);
    return new Set([...companies].filter((c) => can(permissions.data?.rows, permissionAction, c)));
  }, [chosen, company, permissions.data, permissionAction]);
  // The preview counts without building the plan: at 100,000 units the full plan (one object per
  // unit) is made once, on start, not on every fleet page or keystroke.
  const skipped = useMemo(
    () => chosen.filter((u) => !mayAct(u, permitted, company)),
    [chosen, permitted, company],
  );
  const acting = chosen.length - skipped.length;
  const waves = waveSizes(acting, Number(form.firstWave) || 1, Number(form.growth) || 1).length;
  const needsName = acting > CONFIRM_BY_NAME_ABOVE;
  const noneAllowed = permissions.isSuccess && chosen.length > 0 && acting === 0;
  const ready = engine === 'on' || (engine === 'off' && session !== null);

  async function start(name: string, settings: Parameters<typeof createCampaign>[0]['settings']) {
    const units = chosen.map((u) => ({
      guid: u.guid,
      label: u.alias || u.serial,
      companyGuids: u.companyGuids,
      zone: u.location && {
        timezone: u.location.timezone,
        timezone_offset: u.location.timezoneOffset,
      },
    }));
    if (engine === 'on') {
      const startsAt = extras.startAt ? new Date(extras.startAt).getTime() : undefined;
      const made = await createEngineCampaign({
        ...form,
        unitGuids: units.filter((u) => mayAct(u, permitted, company)).map((u) => u.guid),
        ...(company && { company }),
        ...(startsAt !== undefined && Number.isFinite(startsAt) && { startsAt }),
        needsApproval: extras.needsApproval,
      });
      return made.id;
    }
    const campaign = createCampaign({
      id: crypto.randomUUID(),
      name,
      at: Date.now(),
      company,
      settings,
      // The units as previewed (same permissions, same waves), frozen into the campaign.
      units: planUnits(units, settings, permitted, company, permissionId),
    });
    await session!.runner.create(campaign);
    return campaign.id;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !ready) return;
    const read = readForm(form, acting, getRuntimeConfig().campaignVerifyMs);
    if (!read.ok) {
      setErrors(read.errors);
      setMismatch(undefined);
      return;
    }
    if (needsName && confirmName.trim() !== read.name) {
      setErrors({});
      setMismatch({ name: read.name, count: acting });
      return;
    }
    setErrors({});
    setMismatch(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      const id = await start(read.name, read.settings);
      void navigate(paths.campaign.href(id, company));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return {
    company,
    fleet,
    view,
    setView,
    options,
    matching,
    chosen,
    excluded,
    setExcluded,
    form,
    setForm,
    extras,
    setExtras,
    engine,
    errors,
    mismatch,
    confirmName,
    setConfirmName,
    busy,
    failure,
    permissionId,
    skipped,
    acting,
    waves,
    needsName,
    noneAllowed,
    ready,
    permissionsPending: permissions.isPending,
    submit,
  };
}

export type CampaignFormState = ReturnType<typeof useCampaignForm>;
