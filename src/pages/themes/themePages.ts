// The three theme pages, in the home cards' order.
import { healthCare } from './healthCare.ts';
import { livelihood } from './livelihood.ts';
import { oldAgeCare } from './oldAgeCare.ts';
import type { ThemeContent } from './themeContent.ts';

export const themePages: ThemeContent[] = [healthCare, oldAgeCare, livelihood];
