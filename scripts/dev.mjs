// Development: the API with reload on change (port 3000) and the Vite dev server (port 5173, which
// proxies /api to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@pitchside/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@pitchside/pwa'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
