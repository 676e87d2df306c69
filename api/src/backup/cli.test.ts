import { describe, expect, it } from 'vitest';
import { parseBackupArgs } from './cli';

describe('the backup and restore command lines', () => {
  it('take folders relative to where the command was typed', () => {
    expect(parseBackupArgs('backup', ['--out', 'backups/tonight'], '/srv/pitchside')).toEqual({
      kind: 'backup',
      out: '/srv/pitchside/backups/tonight',
    });
    expect(parseBackupArgs('restore', ['/backups/tonight'], '/srv/pitchside')).toEqual({
      kind: 'restore',
      from: '/backups/tonight',
      force: false,
    });
    expect(parseBackupArgs('restore', ['tonight', '--force'], '/backups')).toEqual({
      kind: 'restore',
      from: '/backups/tonight',
      force: true,
    });
  });

  it('say what is missing or wrong, with the usage', () => {
    expect(parseBackupArgs('backup', [])).toEqual({
      error: expect.stringMatching(/^--out is required\nUsage: npm run backup -- --out DIR/),
    });
    expect(parseBackupArgs('restore', [])).toEqual({
      error: expect.stringMatching(/^Give the backup folder to restore\nUsage: npm run restore/),
    });
    expect(parseBackupArgs('restore', ['a', 'b'])).toEqual({ error: expect.stringMatching(/^Give the backup folder/) });
    expect(parseBackupArgs('backup', ['--out', 'x', '--yes'])).toEqual({ error: expect.stringMatching(/Unknown option '--yes'/) });
  });
});
