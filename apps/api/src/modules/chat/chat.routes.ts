import {
  chatAttachmentCall,
  chatReadCall,
  chatSendCall,
  chatTypingCall,
  playerChatCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { acceptRawImages } from './attachments.js';
import { languageOfHeader } from './chat-rules.js';
import type { Chat } from './chat.service.js';

const MINUTE = 60_000;

/**
 * A per-player limit (the player is known: authentication runs first, in onRequest), on top of
 * nothing else: the route's own limit replaces the per-address one.
 */
const perPlayer = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: MINUTE,
    keyGenerator: (request: FastifyRequest) => `chat-${name}|${request.player?.id ?? request.ip}`,
  },
});

/**
 * The player's support chat calls (issue 22). Every call needs a signed-in player, checked before
 * the body is read; a banned player may still write to support (their ban page says to). Sending
 * is limited to 20 messages a minute per player, uploads to 10 images.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: Chat }> = async (app, { chat }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const signedIn = { onRequest: app.authenticate };

  route(app, playerChatCall, signedIn, async (request) => ({
    statusCode: 200 as const,
    ...(await chat.view(request.player!.id, request.query.before)),
  }));

  route(app, chatSendCall, { ...signedIn, config: perPlayer('messages', 20) }, async (request) => ({
    statusCode: 200 as const,
    message: await chat.send(
      request.player!.id,
      request.body,
      languageOfHeader(request.headers['accept-language']),
    ),
  }));

  route(app, chatTypingCall, signedIn, async (request) => {
    await chat.typing(request.player!.id, request.body.typing);
    return { statusCode: 200 as const };
  });

  route(app, chatReadCall, signedIn, async (request) => ({
    statusCode: 200 as const,
    unread: await chat.read(request.player!.id, request.body.lastMessageId),
  }));

  // The image's raw bytes as the body: a parser of its own, limited to 5 MB while it arrives.
  await app.register(async (uploads) => {
    acceptRawImages(uploads);
    route(
      uploads,
      chatAttachmentCall,
      { ...signedIn, config: perPlayer('attachments', 10) },
      async (request) => ({
        statusCode: 200 as const,
        attachment: await chat.upload(request.player!.id, request.body),
      }),
    );
  });
};
