// The HTTP adapters carry Inversify decorators, which need the metadata polyfill (as in the browser's entry).
import 'reflect-metadata/lite';
