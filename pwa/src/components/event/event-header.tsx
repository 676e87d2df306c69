import { type EditionOption, type PublicAgeGroup, type PublicEvent } from '@pitchside/shared';
import { SelectField } from '../field';
import { TeamLogo } from '../team/team-logo';
import { useFormat, useT } from '../../i18n';
import './event-header.css';

interface Props {
  event: PublicEvent;
  editions: readonly EditionOption[];
  ageGroups: readonly PublicAgeGroup[];
  activeAgeGroup: PublicAgeGroup | null;
  onEdition: (edition: number) => void;
  onAgeGroup: (slug: string) => void;
}

/** "U14 (Under 14)"; a label that already names the group ("Open (18+)") is shown alone, never "Open (Open (18+))". */
export function ageGroupLabel(g: { name: string; label: string | null }): string {
  if (!g.label) return g.name;
  if (g.label.toLowerCase().includes(g.name.toLowerCase())) return g.label;
  return `${g.name} (${g.label})`;
}

export function EventHeader({ event, editions, ageGroups, activeAgeGroup, onEdition, onAgeGroup }: Props) {
  const t = useT();
  const format = useFormat();
  // The current edition is always offered, even if the list came back without it.
  const options = editions.some((e) => e.event_edition === event.event_edition)
    ? [...editions].sort((a, b) => b.event_edition - a.event_edition)
    : [{ _id: event._id, event_edition: event.event_edition, label: '' }, ...editions];
  return (
    <header className="event-header">
      <TeamLogo src={event.event_logo} name={event.event} size={72} />
      <div className="event-header__text">
        <h1 className="event-header__title">{event.event}</h1>
        <div className="event-header__selects">
          <div className="event-header__field">
            <SelectField
              label={t('event.edition')}
              labelHidden
              value={event.event_edition}
              onChange={(e) => onEdition(Number(e.target.value))}
            >
              {options.map((e) => (
                <option key={e._id} value={e.event_edition}>
                  {format.edition(e.event_edition)}
                </option>
              ))}
            </SelectField>
          </div>
          {ageGroups.length > 0 ? (
            <div className="event-header__field">
              <SelectField
                label={t('event.ageGroup')}
                labelHidden
                dir="auto"
                value={activeAgeGroup?.slug ?? ''}
                onChange={(e) => onAgeGroup(e.target.value)}
              >
                {activeAgeGroup ? null : <option value="">{t('event.ageGroup')}</option>}
                {ageGroups.map((g) => (
                  <option key={g._id} value={g.slug}>
                    {ageGroupLabel(g)}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
