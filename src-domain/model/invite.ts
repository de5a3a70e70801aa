/** The exact payload of POST /api/inviteFriend/ (spec §7). */
export interface InviteFriendRequest {
  readonly message_text: string;
  readonly ref_link: string;
  readonly allow_user_chats: true;
  readonly allow_bot_chats: false;
  readonly allow_group_chats: true;
  readonly allow_channel_chats: false;
}

export function inviteFriendRequest(messageText: string, refLink: string): InviteFriendRequest {
  return {
    message_text: messageText,
    ref_link: refLink,
    allow_user_chats: true,
    allow_bot_chats: false,
    allow_group_chats: true,
    allow_channel_chats: false,
  };
}
