/** widget.js: the classic script a page embeds with `<script src=".../widget.js" async>`. */
import { boot } from './boot';

void boot(document.currentScript instanceof HTMLScriptElement ? document.currentScript : null);
