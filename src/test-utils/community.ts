import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { clear, createStore } from "idb-keyval";
import { expect } from "vitest";
import type {
  Comment,
  Post,
  Reply as ReplyItem,
} from "../../contract/community.ts";
import { flushOutbox } from "../lib/outbox.ts";
import { profile } from "./account.ts";
import { section } from "./fixtures.ts";
import {
  pagedListRoute,
  type Reply,
  type Routes,
  stubApi,
} from "./network.ts";

// The research community's API as the tests answer it, and the ways they reach the screen's parts.

// Counted from when a fixture is made: files share this module, and one imported minutes earlier would age them.
const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString();

/** A uuid numbered `n` under `prefix` (8 hex digits), as the API's ids are. */
export const uuid = (n: number, prefix = "00000000") =>
  `${prefix}-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const me = { id: profile.id, name: profile.name };
export const other = { id: "user-2", name: "Dr. Ravi Kumar" };

/** A post as the API sends it, with only what a test names differing: someone else's, five minutes old. */
export const post = (n: number, fields: Partial<Post> = {}): Post => ({
  id: uuid(n, "0000000a"),
  title: `Post ${n}`,
  text: `Text of post ${n}`,
  createdAt: minutesAgo(5),
  user: other,
  liked: false,
  likes: 0,
  comments: 0,
  canDelete: false,
  ...fields,
});

export const postsOf = (first: number, size = 10) =>
  Array.from({ length: size }, (_, i) => post(first + i));

export const comment = (
  n: number,
  postId: string,
  fields: Partial<Comment> = {},
): Comment => ({
  id: uuid(n, "0000000c"),
  postId,
  parentId: null,
  text: `Comment ${n}`,
  createdAt: minutesAgo(90),
  user: other,
  canDelete: false,
  childComments: [],
  ...fields,
});

export const reply = (
  n: number,
  parent: Comment,
  fields: Partial<ReplyItem> = {},
): ReplyItem => ({
  id: uuid(n, "0000000d"),
  postId: parent.postId,
  parentId: parent.id,
  text: `Reply ${n}`,
  createdAt: minutesAgo(30),
  user: me,
  canDelete: true,
  childComments: [],
  ...fields,
});

type FeedAnswer = { posts: Post[]; hasMore: boolean } | Reply;

/** Members have the community in their plan unless a test says otherwise. */
export const withFeature: Routes = {
  "GET /api/subscriptions/check-feature/research-community": {
    isAccessible: true,
  },
};

/**
 * The screen's API: the introduction and `GET /api/community-posts` answered by `feed` from the query string; `lists`
 * holds each feed request's query string (without `page`) and its page, in order.
 */
export function stubCommunityApi(
  feed: (params: URLSearchParams) => FeedAnswer | Promise<FeedAnswer>,
  routes: Routes = {},
) {
  const { route, lists } = pagedListRoute(feed);
  const api = stubApi({
    "GET /api/sections/research-community": section(
      "research-community",
      "Research community",
      {
        text1: "Ask questions and share what you found.",
        text2: "Be kind; staff review flagged posts.",
        file: {
          id: "f1",
          path: "starter/sections/community.svg",
          mimeType: "image/svg+xml",
          alt: "Researchers talking",
        },
      },
    ),
    "GET /api/notifications/unread-count": { unreadCount: 0 },
    "GET /api/conversations/unread-count": { unreadCount: 0 },
    ...withFeature,
    "GET /api/community-posts": route,
    ...routes,
  });
  return { ...api, lists, lastList: () => lists.at(-1) };
}

/** Each test starts with an empty outbox (after the screen has gone, so it is not redrawn without its stubs). */
export async function emptyOutbox() {
  cleanup();
  await clear(createStore("scholar-hub-outbox", "items"));
  await flushOutbox();
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A post's card in the feed, by its title. */
export const cardOf = async (title: string) =>
  (await screen.findByRole("heading", { level: 3, name: title })).closest(
    "article",
  )!;

/** The feed's posts' titles, in order. */
export const feedTitles = () =>
  within(screen.getByRole("list", { name: "Posts" }))
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

/** Opens an item's ⋯ menu, as the keyboard does, and answers its items' names. */
export async function openMenu(scope: HTMLElement, name: RegExp | string) {
  fireEvent.keyDown(within(scope).getByRole("button", { name }), {
    key: "Enter",
  });
  return (await screen.findAllByRole("menuitem")).map(
    (item) => item.textContent,
  );
}

/**
 * Closes the open menu with Escape. Radix listens for it once the menu has registered as the top layer, a moment
 * after its items show, so the key is pressed again until it has.
 */
export async function closeMenu() {
  await waitFor(() => {
    const menu = screen.queryByRole("menu");
    if (menu) fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
  });
}

export const chooseMenuItem = (name: string) =>
  fireEvent.click(screen.getByRole("menuitem", { name }));

/** Delete from the menu, then the confirmation's Delete: the dialog asks first and names what goes. */
export async function deleteFromMenu(question: string) {
  chooseMenuItem("Delete");
  const confirm = await screen.findByRole("alertdialog", { name: question });
  fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
}

export function type(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}
