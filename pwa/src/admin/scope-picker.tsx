import type { PublicAgeGroup, PublicEvent } from '@pitchside/shared';
import { useFormat, useT } from '../i18n';
import { SelectField } from './field';

/** Event (name and ordinal edition) and age group selectors shared by the standings and rankings managers. */
export function ScopePicker(props: {
  events: readonly PublicEvent[];
  eventId: string;
  onEvent: (id: string) => void;
  ageGroups: readonly PublicAgeGroup[];
  slug: string;
  onAgeGroup: (slug: string) => void;
}) {
  const t = useT();
  const fmt = useFormat();
  return (
    <div className="scope-picker">
      <SelectField label={t('admin-scope.event')} value={props.eventId} onChange={(e) => props.onEvent(e.target.value)}>
        <option value="">{t('admin-scope.selectEvent')}</option>
        {props.events.map((e) => (
          <option key={e._id} value={e._id}>
            {t('admin-scope.eventOption', { name: e.event, edition: fmt.ordinal(e.event_edition) })}
          </option>
        ))}
      </SelectField>
      {props.ageGroups.length > 0 && (
        <SelectField label={t('admin-scope.ageGroup')} value={props.slug} onChange={(e) => props.onAgeGroup(e.target.value)}>
          {props.ageGroups.map((a) => (
            <option key={a.slug} value={a.slug}>
              {a.label || a.name}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
