import {
  adminCannedRepliesCall,
  adminCannedReplyCreateCall,
  adminCannedReplyDeleteCall,
  adminChatAssignCall,
  adminChatAttachmentCall,
  adminChatCloseCall,
  adminChatConversationCall,
  adminChatListCall,
  adminChatReadCall,
  adminChatReopenCall,
  adminChatReplyCall,
  adminChatTypingCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../staff/index.js';
import { acceptRawImages } from './attachments.js';
import type { ChatAdmin, StaffContext } from './chat-admin.js';

const staffContext = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

const ACCESS = 'support.chat';

/** The support inbox's calls (issue 22), all with `support.chat`. */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ admin: ChatAdmin }> = async (
  app,
  { admin },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  staffRoute(app, adminChatListCall, ACCESS, async (request) => ({
    statusCode: 200 as const,
    ...(await admin.list(request.query, request.staff!.id)),
  }));
  staffRoute(app, adminChatConversationCall, ACCESS, async (request) => ({
    statusCode: 200 as const,
    ...(await admin.conversation(request.params.id, request.query.before, staffContext(request))),
  }));
  staffRoute(app, adminChatReplyCall, ACCESS, async (request) => ({
    statusCode: 200 as const,
    ...(await admin.reply(request.params.id, request.body, staffContext(request))),
  }));
  staffRoute(app, adminChatTypingCall, ACCESS, async (request) => {
    await admin.typing(request.params.id, request.body.typing);
    return { statusCode: 200 as const };
  });
  staffRoute(app, adminChatAssignCall, ACCESS, async (request) => ({
    statusCode: 200 as const,
    ...(await admin.assign(request.params.id, staffContext(request))),
  }));
  staffRoute(app, adminChatCloseCall, ACCESS, async (request) => ({
    statusCode: 200 as const,
    ...(await admin.close(request.params.id, staffContext(request))),
  }));
  staffRoute(app, adminChatReopenCall, ACCESS, async (request) => ({
    statusCode: 200 as const,
    ...(await admin.reopen(request.params.id, staffContext(request))),
  }));
  staffRoute(app, adminChatReadCall, ACCESS, async (request) => ({
    statusCode: 200 as const,
    ...(await admin.read(request.params.id, staffContext(request))),
  }));
  staffRoute(app, adminCannedRepliesCall, ACCESS, async () => ({
    statusCode: 200 as const,
    ...(await admin.cannedReplies()),
  }));
  staffRoute(app, adminCannedReplyCreateCall, ACCESS, async (request) => ({
    statusCode: 200 as const,
    ...(await admin.createCannedReply(request.body, staffContext(request))),
  }));
  staffRoute(app, adminCannedReplyDeleteCall, ACCESS, async (request) => ({
    statusCode: 200 as const,
    ...(await admin.deleteCannedReply(request.params.id, staffContext(request))),
  }));
  // The image's raw bytes as the body; the staff check runs before any of it is read.
  await app.register(async (uploads) => {
    acceptRawImages(uploads);
    staffRoute(uploads, adminChatAttachmentCall, ACCESS, async (request) => ({
      statusCode: 200 as const,
      ...(await admin.upload(request.body, staffContext(request))),
    }));
  });
};
