import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { clear, createStore, values } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  communityMessages,
  type Post,
} from "../../../../contract/community.ts";
import type { OutboxItem } from "../../../lib/outbox.ts";
import { signIn } from "../../../test-utils/account.ts";
import { stubIntersectionObserver } from "../../../test-utils/intersection-observer.ts";
import { stubMatchMedia } from "../../../test-utils/media.ts";
import { Reply } from "../../../test-utils/network.ts";
import { renderApp } from "../../../test-utils/render-app.tsx";
import {
  emptyOutbox,
  feedTitles,
  me,
  post,
  stubCommunityApi,
  type,
} from "../../../test-utils/community.ts";

const form = () => screen.getByRole("form", { name: "New post" });
const pendingList = () =>
  screen.queryByRole("list", { name: "Your posts waiting to be sent" });
const pendingTitles = () =>
  within(pendingList()!)
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);
const pendingCard = (title: string) =>
  within(pendingList()!)
    .getByRole("heading", { level: 3, name: title })
    .closest("article")!;
const stored = () =>
  values<OutboxItem>(createStore("scholar-hub-outbox", "items"));

function write(title: string, text: string) {
  type(within(form()).getByLabelText("Post Title"), title);
  type(within(form()).getByLabelText("Post Content"), text);
  fireEvent.click(within(form()).getByRole("button", { name: "Post" }));
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", {
    value: online,
    configurable: true,
  });
  if (online) act(() => void window.dispatchEvent(new Event("online")));
}

/** The feed's server: posts made from what is sent, numbered from 50, newest first. */
function feedServer(routes = {}) {
  const posts: Post[] = [];
  let next = 50;
  const api = stubCommunityApi(() => ({ posts, hasMore: false }), {
    "POST /api/community-posts/create": async ({
      request,
    }: {
      request: Request;
    }) => {
      const body = (await request.json()) as { title: string; text: string };
      const made = post(next++, {
        title: body.title,
        text: body.text,
        user: me,
        canDelete: true,
      });
      posts.unshift(made);
      return new Reply(201, { message: communityMessages.posted, data: made });
    },
    ...routes,
  });
  return { api, posts };
}

describe("posts written offline or refused", () => {
  beforeEach(() => {
    stubMatchMedia();
    stubIntersectionObserver();
    signIn();
  });
  afterEach(async () => {
    await emptyOutbox();
    Reflect.deleteProperty(navigator, "onLine");
    vi.unstubAllGlobals();
  });

  it("keeps what is written offline as pending, to edit or discard, and sends what is left once, back online", async () => {
    const { api } = feedServer();
    renderApp("/rc-community");
    await screen.findByText("No posts match your search.");
    setOnline(false);
    write("First draft", "Written on the train");
    await waitFor(() => expect(pendingTitles()).toEqual(["First draft"]));
    write("Second thought", "Not worth posting");
    await waitFor(() =>
      expect(pendingTitles()).toEqual(["Second thought", "First draft"]),
    );
    expect(
      within(pendingCard("First draft")).getByText(
        "Pending — will be posted when you are back online",
      ),
    ).toBeTruthy();
    expect(
      within(pendingCard("First draft")).queryByRole("button", {
        name: "Retry",
      }),
    ).toBeNull();

    const first = pendingCard("First draft");
    fireEvent.click(within(first).getByRole("button", { name: "Edit" }));
    const editor = within(first).getByRole("form", { name: "Edit your post" });
    type(within(editor).getByLabelText("Post Title"), "Final title");
    type(within(editor).getByLabelText("Post Content"), "");
    fireEvent.click(within(editor).getByRole("button", { name: "Save" }));
    // The same rules as a new post.
    expect(
      await within(editor).findByText(communityMessages.textRequired),
    ).toBeTruthy();
    type(within(editor).getByLabelText("Post Content"), "Edited on the train");
    fireEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(pendingTitles()).toEqual(["Second thought", "Final title"]),
    );
    expect(
      within(pendingCard("Final title")).getByText("Edited on the train"),
    ).toBeTruthy();

    fireEvent.click(
      within(pendingCard("Second thought")).getByRole("button", {
        name: "Discard",
      }),
    );
    await waitFor(() => expect(pendingTitles()).toEqual(["Final title"]));
    expect(await stored()).toHaveLength(1);
    expect(api.sent("POST /api/community-posts/create")).toEqual([]);

    setOnline(true);
    await waitFor(() => {
      expect(feedTitles()).toEqual(["Final title"]);
      expect(pendingList()).toBeNull();
    });
    expect(api.sent("POST /api/community-posts/create")).toEqual([
      {
        title: "Final title",
        text: "Edited on the train",
        clientId: expect.any(String),
      },
    ]);
    expect(await stored()).toEqual([]);
  });

  it("shows a refused post with the server's message, and sends it again on Retry", async () => {
    let refuse = true;
    const server = feedServer({
      "POST /api/community-posts/create": async ({
        request,
      }: {
        request: Request;
      }) => {
        const body = (await request.json()) as { title: string; text: string };
        if (refuse)
          return new Reply(429, {
            code: "rate_limited",
            message:
              "New accounts may make 3 posts on their first day. Please come back tomorrow.",
          });
        return new Reply(201, {
          message: communityMessages.posted,
          data: post(60, { ...body, user: me }),
        });
      },
    });
    renderApp("/rc-community");
    await screen.findByText("No posts match your search.");
    write("Fourth post today", "Hello");
    const refusal =
      "Not posted: New accounts may make 3 posts on their first day. Please come back tomorrow.";
    expect(await screen.findByText(refusal)).toBeTruthy();
    const card = pendingCard("Fourth post today");
    expect(
      within(card)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Edit", "Retry", "Discard"]);

    refuse = false;
    fireEvent.click(within(card).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(pendingList()).toBeNull());
    expect(server.api.sent("POST /api/community-posts/create")).toHaveLength(2);
  });

  it("brings the feed up to date when a pending post leaves the outbox another way (the service worker sent it)", async () => {
    const { api, posts } = feedServer();
    renderApp("/rc-community");
    await screen.findByText("No posts match your search.");
    setOnline(false);
    write("Sent in the background", "By Background Sync");
    await waitFor(() =>
      expect(pendingTitles()).toEqual(["Sent in the background"]),
    );
    const requestsBefore = api.lists.length;

    // The worker posts it and removes it from the outbox, then tells the tabs.
    posts.unshift(post(70, { title: "Sent in the background", user: me }));
    await clear(createStore("scholar-hub-outbox", "items"));
    new BroadcastChannel("scholar-hub-outbox").postMessage("changed");

    // The pending card has the same title, so wait on the feed's own list.
    await waitFor(() => {
      expect(feedTitles()).toEqual(["Sent in the background"]);
      expect(pendingList()).toBeNull();
    });
    expect(api.lists.length).toBeGreaterThan(requestsBefore);
    expect(api.sent("POST /api/community-posts/create")).toEqual([]);
  });
});
