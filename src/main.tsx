import './ui/styles/tokens.css';
import './ui/styles/app.css';
import { startAfterFirstPaint } from './infrastructure/hydration/startAfterFirstPaint';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Everything else (framework, container, pages) is in ./boot, fetched once the server's page is on screen.
startAfterFirstPaint(root, () => void import('./boot').then(({ boot }) => boot(root)));
