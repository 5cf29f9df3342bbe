/**
 * A page-scoped widget module, as an add-on writes one (addon-sdk/js/README.md shows this file):
 * it counts the page view and puts "Rate this post" into each `[data-hearken-embed="post-rating"]`
 * element, sending both to the add-on's public endpoints.
 */
import { defineWidgetModule } from '@hearken/addon-sdk';

export default defineWidgetModule({
  features: ['post-ratings'],
  // Once per page view, survey or not.
  page: (ctx) => {
    if (ctx.post_id) void ctx.public?.post('views', { post_id: ctx.post_id });
  },
  embeds: {
    // <div data-hearken-embed="post-rating" data-post-id="12"></div> under a post.
    'post-rating': (el, ctx) => {
      const group = document.createElement('div');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', 'Rate this post');
      for (let stars = 1; stars <= 5; stars++) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = `${stars} of 5`;
        button.addEventListener('click', () => {
          void ctx.public?.post('ratings', { post_id: el.dataset.postId ?? ctx.post_id, stars });
        });
        group.append(button);
      }
      el.append(group);
    },
  },
});
