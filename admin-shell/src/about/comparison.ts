/**
 * The Lite vs Pro table (spec 002 §2.6). Unlimited surveys and responses are in both editions;
 * every other row is limited or absent in Lite and full in Pro. The Lite column states what Lite
 * really does (spec 000 §6, spec 002 §6) rather than only a cross.
 */
export type Availability = 'included' | 'limited' | 'absent';

export interface ComparisonCell {
  availability: Availability;
  text: string;
}

export interface ComparisonRow {
  feature: string;
  lite: ComparisonCell;
  pro: ComparisonCell;
}

const included = (text = 'Included'): ComparisonCell => ({ availability: 'included', text });
const limited = (text: string): ComparisonCell => ({ availability: 'limited', text });
const absent: ComparisonCell = { availability: 'absent', text: 'Not available' };

export const COMPARISON: ComparisonRow[] = [
  { feature: 'Unlimited Surveys', lite: included(), pro: included() },
  { feature: 'Unlimited Responses', lite: included(), pro: included() },
  {
    feature: 'Question Types',
    lite: limited('5 basic types: checkbox, radio button, email, text and long text'),
    pro: included('All 9 types, adding star rating, NPS, image choice and icon choice'),
  },
  { feature: 'Comment Boxes', lite: absent, pro: included() },
  { feature: 'Templates', lite: limited('Blank survey and 5 basic templates'), pro: included('20+ more templates') },
  { feature: 'Logo', lite: limited('Hearken logo'), pro: included('Your own logo, or none') },
  { feature: 'Branding', lite: limited('Standard widget look'), pro: included('Your own colors and fonts') },
  { feature: 'Device Targeting', lite: limited('Desktop only'), pro: included('Desktop, tablet and mobile') },
  { feature: 'Randomize Answers', lite: absent, pro: included() },
  {
    feature: 'Page Targeting',
    lite: limited('All pages'),
    pro: included('Pages, posts, post types, taxonomies, URLs, referrers and cookies'),
  },
  {
    feature: 'Behavioral Targeting',
    lite: limited('Shown right away, until the visitor answers'),
    pro: included('After a delay, at half page scroll or on exit intent; once, until answered or repeatedly'),
  },
  { feature: 'Scheduling', lite: absent, pro: included('Publish at a date and time you choose') },
  {
    feature: 'Enhanced Notifications',
    lite: limited('Basic email notifications'),
    pro: included('Conditional emails based on the answers'),
  },
  { feature: 'Export CSV/XLSX', lite: absent, pro: included() },
  { feature: 'Support', lite: limited('Limited support'), pro: included('Priority support') },
];
