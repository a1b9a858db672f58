import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Equipment } from '@/api/schemas';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';

interface TemperaturesHeaderProps {
  guid: string;
  company: string | undefined;
  equipment: UseQueryResult<Equipment>;
}

/** Page title with the unit's name, and the way back to its detail page. */
export function TemperaturesHeader({ guid, company, equipment }: TemperaturesHeaderProps) {
  const eq = equipment.data;
  const name = eq ? eq.alias?.trim() || eq.serial : undefined;
  return (
    <div className="space-y-2">
      <Link
        to={paths.equipment.href(guid, company)}
        className="text-sm text-accent underline-offset-2 hover:underline"
      >
        ← Back to {name ?? 'the unit'}
      </Link>
      <h1 className="text-xl font-semibold">
        Temperatures
        {name && <span className="font-normal text-fg-muted"> · {name}</span>}
      </h1>
      {eq && (
        <p className="text-sm text-fg-muted">
          Serial {eq.serial} · {eq.model} {eq.type}
          {eq.controller?.release?.version ? ` · release ${eq.controller.release.version}` : ''}
        </p>
      )}
      {equipment.isError && (
        <ErrorMessage
          error={equipment.error}
          title="Could not load the unit's details"
          onRetry={() => void equipment.refetch()}
          retrying={equipment.isFetching}
        />
      )}
    </div>
  );
}
