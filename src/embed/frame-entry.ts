// Entry of `dist/embed.js`, the script of `dist/embed.html`.
import { startFramePage } from './iframe-page';

startFramePage();
