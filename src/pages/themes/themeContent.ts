// The shape of a theme page's content: a summary, then sections of practical points for field staff.

export interface ThemeSection {
  heading: string;
  points: string[];
}

export interface ThemeContent {
  path: '/health-care' | '/old-age-care' | '/livelihood';
  title: string;
  /** The home card's line (SPEC 1). */
  subtitle: string;
  summary: string;
  sections: ThemeSection[];
}
