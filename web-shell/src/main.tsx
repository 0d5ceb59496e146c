import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { PluginRegistry } from './registry/PluginRegistry';
import { registerShellContributions } from './admin/builtins';
import { registerServiceWorker } from './look/pwa';

async function start(): Promise<void> {
  const boot = await bootstrap();
  const registry = new PluginRegistry();
  registerShellContributions(registry);
  createRoot(document.getElementById('root')!).render(<App boot={boot} registry={registry} />);
}

void start();
registerServiceWorker();
