/**
 * What the Post Ratings area says, in one place so the tests can import it. The spec's words are
 * quoted as they are (spec 001 §2, §4, §8): the save toasts, the preview's sample numbers, the
 * empty state and 'Go Back'. The field labels name the settings of spec 001 §3.
 */
import type { DisplaySetting, IconId, YesNoKey } from './settings/settings';

export const STRINGS = {
  /** The area's heading: the manifest's menu label. */
  title: 'Post Ratings',
  /** The document title of each page: '{page} ‹ Post Ratings ‹ Hearken'. */
  documentTitle: (page: string) => `${page} ‹ Post Ratings ‹ Hearken`,
  tabsLabel: 'Post Ratings pages',
  tabs: { settings: 'Settings', results: 'Results' },
  loading: 'Loading…',

  settings: {
    title: 'Settings',
    loadFailed: 'The settings could not be loaded. Reload the page to try again.',
    formLabel: 'Post rating settings',
    icon: 'Rating icon',
    iconNames: { star: 'Star', heart: 'Heart', 'thumbs-up': 'Thumbs up', smiley: 'Smiley' } satisfies Record<IconId, string>,
    iconColor: 'Icon color',
    backgroundColor: 'Background color',
    textColor: 'Text color',
    /** The text box beside each colour picker. */
    hex: (label: string) => `${label} (hex)`,
    ratingQuestion: 'Rating question',
    ratingInstruction: 'Rating instruction message',
    thankYou: 'Thank you message',
    thankYouHint: 'Shown in place of the icons once a visitor has rated the post.',
    font: 'Font',
    fontHint: 'A font family of the font catalogue, such as Open Sans. Leave empty to use your theme’s font.',
    switches: {
      show_rating: 'Show the average rating',
      show_vote_count: 'Show the vote count',
      use_review_schema: 'Add review structured data',
      show_uf_logo: 'Show “Powered by Hearken”',
    } satisfies Record<YesNoKey, string>,
    reviewSchemaHint: 'Tells search engines the post’s average rating and vote count (schema.org AggregateRating).',
    display: 'Display',
    displayNames: {
      after_content: 'After the post content',
      before_comments: 'Before the comments',
      after_comments: 'After the comments',
      manual: 'Manually',
    } satisfies Record<DisplaySetting, string>,
    /** Spec 001 §4: manual placement uses the shortcode, which writes this element. */
    displayHint: 'Manually: put the shortcode hearken-post-ratings, or <div data-hearken-post-ratings></div>, where the rating should appear.',
    save: 'Save Settings',
    preview: 'Preview',
    previewHint: 'Choose an icon to see the thank you message.',
    previewAgain: 'Show the icons again',
    /** The preview's post: spec 001 §2, 'Average rating 5/5. Vote count: 200'. */
    sample: { average: 5, total: 200 },
    /** Spec 001 §4 and §8. */
    toast: {
      saving: 'Saving Changes...',
      saved: 'Settings Updated',
      failed: 'Could Not Save Changes',
      dismiss: 'Dismiss notice',
    },
    /** Spec 001 §4, §9: the success toast lasts 3000 ms. */
    savedToastMs: 3000,
  },

  results: {
    title: 'Results',
    caption: 'Ratings of each post',
    columns: { post_id: 'Post ID', post_title: 'Post', total_ratings: 'Ratings', average_rating: 'Average rating' },
    /** Spec 001 §8. */
    empty: 'No Results Found',
    loadFailed: 'The ratings could not be loaded. Reload the page to try again.',
    /** A rating or an average out of the 5 icons: '4.3/5'. */
    outOfFive: (value: number) => `${value}/5`,
  },

  details: {
    caption: (title: string) => `Ratings of ${title}`,
    columns: { created_at: 'Date', rating: 'Rating' },
    summary: (total: number, average: string) => `${total} ${total === 1 ? 'rating' : 'ratings'}, average ${average}.`,
    viewPost: 'View the post',
    opensInNewTab: '(opens in a new tab)',
    untitled: (postId: string) => `Post ${postId}`,
    notFound: 'This post has no ratings.',
    /** Spec 001 §2. */
    goBack: 'Go Back',
  },

  pagination: {
    label: (what: string) => `Pages of ${what.toLowerCase()}`,
    previous: 'Previous page',
    next: 'Next page',
    position: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const;

/** The words of the SDK's pagination under the list captioned `of`. */
export function pageStrings(of: string) {
  return { ...STRINGS.pagination, label: STRINGS.pagination.label(of) };
}
