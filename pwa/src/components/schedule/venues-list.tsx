import type { PublicVenue } from '@pitchside/shared';
import { Name } from '../name';
import { useT } from '../../i18n';
import { mapLink } from './schedule-model';
import './schedule.css';

/** The edition's venues, each with its address or map link and its pitches. */
export function VenuesList({ venues }: { venues: readonly PublicVenue[] | undefined }) {
  const t = useT();
  if (!venues?.length) return null;
  return (
    <section className="venues" aria-labelledby="venues-title">
      <h2 id="venues-title" className="venues__title">
        {t('schedule.venues.title')}
      </h2>
      <ul className="venues__list">
        {venues.map((v) => (
          <li key={v._id} className="venue">
            <Name className="venue__name" as="strong">
              {v.name}
            </Name>
            {v.address ? (
              <a
                className="venue__map"
                href={mapLink(v.address)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('schedule.venues.map', { venue: v.name })}
              >
                <Name>{v.address}</Name>
              </a>
            ) : null}
            {v.pitches.length ? (
              <ul className="venue__pitches">
                {v.pitches.map((p) => (
                  <li key={p._id}>
                    <Name className="pitch-tag__code">{p.code}</Name> <Name>{p.name}</Name>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
