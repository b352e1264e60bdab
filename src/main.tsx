// Inversify itself loads reflect-metadata's lite build; importing the same module keeps one copy in the bundle.
import 'reflect-metadata/lite';
import './ui/styles/tokens.css';
import './ui/styles/app.css';
import { readRuntimeConfig } from './infrastructure/config/readRuntimeConfig';
import { startApp } from './startApp';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
void readRuntimeConfig(document, import.meta.env.VITE_API_BASE_URL || '/api').then((runtime) => startApp(root, import.meta.env, window.localStorage, runtime));
