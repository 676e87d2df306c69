import { useState } from 'react';
import { isolate, suspensionDecisionSchema } from '@pitchside/shared';
import { Dialog } from '../../components/dialog';
import { InputField, TextAreaField } from '../../components/field';
import { FormMessage } from '../../components/message';
import { useSubmit } from '../../components/use-submit';
import { apiText, useT } from '../../i18n';
import { send } from '../setup/admin-api';

export type DecisionAction = 'lift' | 'extend';

/**
 * Lift a player's suspension for one game, or extend it by some games after it: always with a reason,
 * which the audit trail keeps (PUT /api/events/:id/suspensions/:playerId).
 */
export function DecisionDialog({
  eventId,
  playerId,
  playerName,
  gameId,
  action,
  onClose,
  onDone,
}: {
  eventId: string;
  playerId: string;
  playerName: string;
  gameId: string;
  action: DecisionAction;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [games, setGames] = useState('1');
  const values = { gameId, action, reason, ...(action === 'extend' ? { games: Number(games) } : {}) };
  const submit = useSubmit(values, {
    schema: suspensionDecisionSchema,
    send: (body) => send('PUT', `/api/events/${eventId}/suspensions/${playerId}`, body),
    onSuccess: () => onDone(apiText(action === 'lift' ? 'suspensionLifted' : 'suspensionExtended')),
  });
  const title = t(action === 'lift' ? 'admin-suspensions.liftNamed' : 'admin-suspensions.extendNamed', { name: isolate(playerName) });
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={(e) => void submit.onSubmit(e)} noValidate>
        <p className="muted">{t(action === 'lift' ? 'admin-suspensions.liftHelp' : 'admin-suspensions.extendHelp')}</p>
        {action === 'extend' ? (
          <InputField
            label={t('admin-suspensions.games')}
            name="games"
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            value={games}
            error={submit.errors.games}
            onChange={(e) => {
              setGames(e.target.value);
              submit.clear('games');
            }}
          />
        ) : null}
        <TextAreaField
          label={t('admin-suspensions.reason')}
          hint={t('admin-suspensions.reasonHint')}
          name="reason"
          value={reason}
          error={submit.errors.reason}
          rows={3}
          onChange={(e) => {
            setReason(e.target.value);
            submit.clear('reason');
          }}
        />
        <FormMessage text={submit.formError ?? ''} />
        <div className="setup-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('admin-suspensions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={submit.busy}>
            {t(action === 'lift' ? 'admin-suspensions.liftConfirm' : 'admin-suspensions.extendConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
