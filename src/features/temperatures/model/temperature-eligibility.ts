// docs/decisions.md#endpoints: temperature logs exist only when the linked device is a
// SERVICE_MODULE and the controller software and files are 4.8 or higher. Used to explain an empty
// chart.

export const MIN_TEMPERATURE_VERSION = [4, 8] as const;

export interface EligibilityInput {
  device?: { guid?: string | undefined; type?: string | undefined } | undefined;
  controller?: { release?: { version?: string | null | undefined } | undefined } | undefined;
}

export interface Eligibility {
  hasDevice: boolean;
  deviceType: string | undefined;
  /** undefined when the document does not say. */
  serviceModule: boolean | undefined;
  version: string | null | undefined;
  versionOk: boolean | undefined;
}

/** "4.10.2" → [4, 10, 2]; undefined for text that is not a dotted version. */
export function parseVersion(version: string | null | undefined): number[] | undefined {
  const m = /^\s*v?(\d+(?:\.\d+)*)/.exec(version ?? '');
  return m ? m[1]!.split('.').map(Number) : undefined;
}

export function versionAtLeast(
  version: string | null | undefined,
  minimum: readonly number[],
): boolean | undefined {
  const parts = parseVersion(version);
  if (!parts) return undefined;
  for (let i = 0; i < minimum.length; i += 1) {
    const a = parts[i] ?? 0;
    const b = minimum[i]!;
    if (a !== b) return a > b;
  }
  return true;
}

export function temperatureEligibility(eq: EligibilityInput): Eligibility {
  const deviceType = eq.device?.type;
  const version = eq.controller?.release?.version;
  return {
    hasDevice: Boolean(eq.device?.guid),
    deviceType,
    serviceModule:
      deviceType === undefined ? undefined : deviceType.toUpperCase() === 'SERVICE_MODULE',
    version,
    versionOk: versionAtLeast(version, MIN_TEMPERATURE_VERSION),
  };
}
