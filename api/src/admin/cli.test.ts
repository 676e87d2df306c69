import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from './cli';

describe('admin command line', () => {
  it.each([
    [['--email', 'rana@example.com', '--password', 'long-enough-pw'], { email: 'rana@example.com', password: 'long-enough-pw' }],
    [
      ['--email', 'rana@example.com', '--password', 'long-enough-pw', '--name', 'Rana Khoury'],
      { email: 'rana@example.com', password: 'long-enough-pw', name: 'Rana Khoury' },
    ],
    [['--email', 'nope', '--password', 'long-enough-pw'], { error: '--email must be an e-mail address' }],
    [['--email', 'rana@example.com', '--password', 'short'], { error: '--password must be at least 12 characters' }],
    [['--email', 'rana@example.com'], { error: '--password is required' }],
  ])('%j', (argv, expected) => {
    expect(parseAdminArgs(argv)).toEqual(expected);
  });

  it('names an unknown option', () => {
    expect(parseAdminArgs(['--mail', 'x'])).toMatchObject({ error: expect.stringContaining("'--mail'") });
  });
});
