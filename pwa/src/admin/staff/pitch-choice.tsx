import { useId } from 'react';
import { Name } from '../../components/name';

export interface PitchOption {
  _id: string;
  name: string;
  code: string;
  venue: string;
}

/** Pitches to tick, each a whole-row label big enough for a thumb; none ticked means every pitch. */
export function PitchChoice({
  legend,
  pitches,
  chosen,
  onChange,
}: {
  legend: string;
  pitches: readonly PitchOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const id = useId();
  if (pitches.length === 0) return null;
  return (
    <fieldset className="staff-pitches">
      <legend>{legend}</legend>
      {pitches.map((p) => (
        <label key={p._id} className="staff-check" htmlFor={`${id}-${p._id}`}>
          <input
            id={`${id}-${p._id}`}
            type="checkbox"
            checked={chosen.includes(p._id)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, p._id] : chosen.filter((x) => x !== p._id))}
          />
          <span>
            <Name>{p.name}</Name>{' '}
            <span className="muted">
              (<Name>{p.venue}</Name>)
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
