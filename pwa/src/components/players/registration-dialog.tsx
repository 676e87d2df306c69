import {
  DELAYS_MS,
  REGISTRATION_IMAGE_FIELDS,
  type FlaggableField,
  type OldPlayer,
  type RegistrationImageField,
  type RegistrationRequest,
} from '@pitchside/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../app/session';
import { ApiError } from '../../data/api';
import { submitRegistration } from '../../data/players';
import { formatError, useT } from '../../i18n';
import { InputField } from '../field';
import { Dialog } from '../dialog';
import { useSubmit } from '../use-submit';
import { checkImage, compressImage } from './compress-image';
import { OldPlayerSearch } from './old-player-search';
import './players.css';

const IMAGE_LABELS: Record<RegistrationImageField, string> = {
  portraitImage: 'players.photo.portrait',
  idFrontPicture: 'players.photo.idFront',
  idBackPicture: 'players.photo.idBack',
};
/** Update form hints for flagged fields (spec section 5), by server message code. */
const HINTS: Record<FlaggableField, string> = {
  dateOfBirth: 'api.hintDateOfBirth',
  instagramUsername: 'api.hintInstagramUsername',
  portraitImage: 'api.hintPortraitImage',
  idFrontPicture: 'api.hintIdFrontPicture',
  idBackPicture: 'api.hintIdBackPicture',
};

interface Props {
  /** A declined request to correct (Update Registration); absent for a first registration. */
  request?: RegistrationRequest;
  onClose: () => void;
  /** Called once the server accepted the form (the bell refreshes). */
  onSubmitted?: () => void;
}

/** Register As Player, and Update Registration for a declined request (public-and-member sections 2 and 5). */
export default function RegistrationDialog({ request, onClose, onSubmitted }: Props) {
  const t = useT();
  const { user } = useSession();
  const updating = !!request;
  const flagged = new Set<FlaggableField>(request?.flaggedFields ?? []);
  const [type, setType] = useState<'new' | 'old'>(request?.registrationType ?? 'new');
  const [dob, setDob] = useState(request?.dateOfBirth ?? '');
  const [instagram, setInstagram] = useState(request?.instagramUsername ?? '');
  const [oldPlayer, setOldPlayer] = useState<OldPlayer | null>(
    request?.selectedOldPlayerId ? { ...request.selectedOldPlayerId, team: [] } : null,
  );
  const [files, setFiles] = useState<Partial<Record<RegistrationImageField, File>>>({});
  const [compressing, setCompressing] = useState(0);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const pick = async (field: RegistrationImageField, file: File | undefined) => {
    setMessage(null);
    if (!file) return;
    const problem = checkImage(file);
    if (problem) {
      setMessage({ text: t(problem === 'type' ? 'api.imageType' : 'api.imageSize'), ok: false });
      return;
    }
    // The update form sends the file as chosen (spec); the new form compresses it first.
    if (updating) {
      setFiles((f) => ({ ...f, [field]: file }));
      return;
    }
    setCompressing((n) => n + 1);
    try {
      const small = await compressImage(file);
      setFiles((f) => ({ ...f, [field]: small }));
    } catch {
      setMessage({ text: t('api.imageType'), ok: false });
    } finally {
      setCompressing((n) => n - 1);
    }
  };

  const values = {
    userId: user?.id ?? '',
    dateOfBirth: dob,
    registrationType: type,
    instagramUsername: instagram.trim(),
    ...(type === 'old' && oldPlayer ? { selectedOldPlayerId: oldPlayer._id } : {}),
    ...(request ? { requestId: request._id } : {}),
  };
  const fallback = updating ? 'api.registrationUpdateFailed' : 'api.registrationFailed';
  const submit = useSubmit(values, {
    schema: () => import('../form-schemas').then((m) => m.playerRegistrationFieldsSchema),
    // Multipart with the photos: the fields go as typed (the server reads them with the same schema).
    send: () => {
      setMessage(null);
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.append(key, value);
      for (const field of REGISTRATION_IMAGE_FIELDS) {
        const file = files[field];
        if (file) form.append(field, file, file.name);
      }
      return submitRegistration(form);
    },
    onSuccess: () => {
      setMessage({ text: t(updating ? 'api.registrationUpdated' : 'api.registrationSubmitted'), ok: true });
      onSubmitted?.();
      timer.current = setTimeout(onClose, DELAYS_MS.registrationClose);
    },
    failureText: (err) => (err instanceof ApiError ? formatError(err, fallback) : t(fallback)),
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submit.busy || compressing > 0) return;
    if (!user) return setMessage({ text: t('api.userIdMissing'), ok: false });
    if (!dob) return setMessage({ text: t('api.dobRequired'), ok: false });
    if (type === 'old' && !oldPlayer) return setMessage({ text: t('api.oldPlayerRequired'), ok: false });
    void submit.onSubmit(e);
  };
  const shown = submit.formError ? { text: submit.formError, ok: false } : message;

  /** An admin flagged this field when declining: the reason is the field's error, tied to it. */
  const flaggedText = (field: FlaggableField) =>
    (field === 'dateOfBirth' || field === 'instagramUsername' ? submit.errors[field] : undefined) ??
    (updating && flagged.has(field) ? t(HINTS[field]) : undefined);

  return (
    <Dialog title={t(updating ? 'players.update.title' : 'players.register.title')} onClose={onClose} className="registration-dialog">
      <form className="auth-form registration-form" onSubmit={onSubmit} noValidate>
        {!updating ? (
          <fieldset className="registration-mode">
            <legend>{t('players.mode.label')}</legend>
            <label>
              <input type="radio" name="registrationType" checked={type === 'new'} onChange={() => setType('new')} />
              {t('players.mode.new')}
            </label>
            <label>
              <input type="radio" name="registrationType" checked={type === 'old'} onChange={() => setType('old')} />
              {t('players.mode.old')}
            </label>
          </fieldset>
        ) : null}
        {type === 'old' ? <OldPlayerSearch selected={oldPlayer} onSelect={setOldPlayer} /> : null}
        <InputField
          label={t('players.dob')}
          type="date"
          value={dob}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(e) => {
            setDob(e.target.value);
            submit.clear('dateOfBirth');
          }}
          required
          error={flaggedText('dateOfBirth')}
        />
        <InputField
          label={t('players.instagram')}
          type="text"
          value={instagram}
          autoComplete="off"
          onChange={(e) => {
            setInstagram(e.target.value);
            submit.clear('instagramUsername');
          }}
          placeholder={t('players.instagramPlaceholder')}
          error={flaggedText('instagramUsername')}
        />
        {REGISTRATION_IMAGE_FIELDS.map((field) => (
          <InputField
            key={field}
            label={t(IMAGE_LABELS[field])}
            type="file"
            name={field}
            accept="image/jpeg,image/png"
            onChange={(e) => void pick(field, e.target.files?.[0])}
            hint={files[field] ? `✓ ${files[field]!.name}` : undefined}
            error={flaggedText(field)}
          />
        ))}
        {compressing > 0 ? (
          <p className="muted" role="status">
            {t('players.compressing')}
          </p>
        ) : null}
        {shown ? (
          <p className={`form-message ${shown.ok ? 'is-success' : 'is-error'}`} role={shown.ok ? 'status' : 'alert'}>
            {shown.text}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={submit.busy || compressing > 0 || message?.ok === true}>
          {submit.busy ? t('players.submitting') : t(updating ? 'players.update.submit' : 'players.submit')}
        </button>
      </form>
    </Dialog>
  );
}
