import {
  healthClassOf,
  type DerivedState,
  type HealthClass,
} from '@/domain/equipment/equipment-state';
import { HEALTH_BADGE_CLASSES, HEALTH_DOT_CLASSES } from './health-colors';
import { useStateText } from './state/use-state-text';

/** The state name in `data-state` (e2e specs read it), a human label, colour by health class. */
export function StateBadge({
  derived,
  size = 'md',
}: {
  derived: DerivedState;
  size?: 'sm' | 'md';
}) {
  const text = useStateText();
  const health = healthClassOf(derived.state);
  const padding = size === 'sm' ? 'px-1.5 py-0.5 text-xs' : 'px-2 py-1 text-sm';
  return (
    <span
      data-state={derived.state}
      data-health={health}
      title={text.description(derived.state)}
      className={`inline-flex items-center gap-1.5 rounded-full font-medium whitespace-nowrap ring-1 ring-inset ${padding} ${HEALTH_BADGE_CLASSES[health]}`}
    >
      <span aria-hidden className={`h-2 w-2 rounded-full ${HEALTH_DOT_CLASSES[health]}`} />
      {text.label(derived)}
    </span>
  );
}

/** A health class as a small badge (`data-health` for specs), e.g. a site's worst unit. */
export function HealthBadge({ health }: { health: HealthClass }) {
  const text = useStateText();
  return (
    <span
      data-health={health}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${HEALTH_BADGE_CLASSES[health]}`}
    >
      {text.health(health)}
    </span>
  );
}
