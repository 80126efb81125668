/** Routing of the API surface: `/health` and everything under `/v1`. */
import type { RequestContext, SandboxState } from '../context';
import { isAnswer, methodNotAllowed, notFound, type Answer } from '../http';
import { createBooking } from './bookings';
import { availability, bookingTypes, findSpace, health, logo, posts, profile } from './public';

export async function route(state: SandboxState, ctx: RequestContext): Promise<Answer> {
  const [root, ...rest] = ctx.segments;
  const reading = ctx.method === 'GET' || ctx.method === 'HEAD';
  const read = async (run: () => Answer): Promise<Answer> => {
    if (!reading) return methodNotAllowed('GET');
    await ctx.pause();
    return run();
  };

  if (root === 'health' && rest.length === 0) return read(() => health(state));
  if (root !== 'v1') return notFound(`No route ${ctx.url.pathname}`);
  if (rest[0] === 'assets' && rest[1] === 'logos' && rest.length === 3) return read(() => logo(state, rest[2]!));
  if (rest[0] !== 'public' || rest.length < 2) return notFound(`No route ${ctx.url.pathname}`);

  const [, handle, collection, id, leaf] = rest as [string, string, ...(string | undefined)[]];
  const withSpace = (run: (space: Exclude<ReturnType<typeof findSpace>, Answer>) => Answer) =>
    read(() => {
      const space = findSpace(state, handle);
      return isAnswer(space) ? space : run(space);
    });

  switch (rest.length) {
    case 2:
      return withSpace((space) => profile(state, ctx, space));
    case 3:
      if (collection === 'booking-types') return withSpace((space) => bookingTypes(state, ctx, space));
      if (collection === 'posts') return withSpace((space) => posts(state, ctx, space));
      if (collection === 'bookings') {
        if (ctx.method !== 'POST') return methodNotAllowed('POST');
        const space = findSpace(state, handle);
        return isAnswer(space) ? space : createBooking(state, ctx, space);
      }
      break;
    case 5:
      if (collection === 'booking-types' && leaf === 'availability') {
        return withSpace((space) => availability(state, ctx, space, id!));
      }
      break;
  }
  return notFound(`No route ${ctx.url.pathname}`);
}
