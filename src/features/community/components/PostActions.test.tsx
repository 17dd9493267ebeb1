import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { communityMessages } from "../../../../contract/community.ts";
import { signIn } from "../../../test-utils/account.ts";
import { stubIntersectionObserver } from "../../../test-utils/intersection-observer.ts";
import { stubMatchMedia } from "../../../test-utils/media.ts";
import { Reply } from "../../../test-utils/network.ts";
import { renderApp } from "../../../test-utils/render-app.tsx";
import {
  cardOf,
  chooseMenuItem,
  deleteFromMenu,
  closeMenu,
  deferred,
  feedTitles,
  me,
  openMenu,
  post,
  postsOf,
  stubCommunityApi,
} from "../../../test-utils/community.ts";

const likeButton = (card: HTMLElement) =>
  within(card).getByRole("button", { name: /^Like/ });
const menuOf = (card: HTMLElement) =>
  openMenu(card, /^More actions for the post/);

describe("a post’s actions", () => {
  beforeEach(() => {
    stubMatchMedia();
    stubIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("flips a like at once, then shows the server’s count, and puts it back when the server refuses", async () => {
    signIn();
    let answer = deferred<unknown>();
    const api = stubCommunityApi(
      () => ({ posts: [post(1, { likes: 3 })], hasMore: false }),
      {
        "POST /api/community-posts/:postId/like/toggle": () => answer.promise,
      },
    );
    renderApp("/rc-community");
    const card = await cardOf("Post 1");
    fireEvent.click(likeButton(card));
    // At once, before the server answers.
    await waitFor(() =>
      expect(likeButton(card).getAttribute("aria-pressed")).toBe("true"),
    );
    expect(likeButton(card).textContent).toBe("4");
    // Someone else liked it meanwhile: the server's count wins.
    answer.resolve({ liked: true, likes: 7 });
    await waitFor(() =>
      expect(likeButton(card).getAttribute("aria-label")).toBe("Like (7)"),
    );
    expect(likeButton(card).getAttribute("aria-pressed")).toBe("true");
    expect(api.requested()).toContain(
      `POST /api/community-posts/${post(1).id}/like/toggle`,
    );

    answer = deferred();
    fireEvent.click(likeButton(card));
    await waitFor(() =>
      expect(likeButton(card).getAttribute("aria-label")).toBe("Like (6)"),
    );
    expect(likeButton(card).getAttribute("aria-pressed")).toBe("false");
    answer.resolve(
      new Reply(429, {
        code: "rate_limited",
        message: "You are liking too quickly. Please wait a few seconds.",
      }),
    );
    expect(
      await screen.findByText(
        "You are liking too quickly. Please wait a few seconds.",
      ),
    ).toBeTruthy();
    expect(likeButton(card).getAttribute("aria-label")).toBe("Like (7)");
    expect(likeButton(card).getAttribute("aria-pressed")).toBe("true");
  });

  it("sends a visitor who likes or flags to sign in and back, without asking the server", async () => {
    const api = stubCommunityApi(() => ({ posts: [post(1)], hasMore: false }));
    const { router } = renderApp("/rc-community");
    const card = await cardOf("Post 1");
    // A visitor may read: Delete is not offered, flagging is (and asks to sign in).
    expect(await menuOf(card)).toEqual([
      "Flag as spam",
      "Flag as off-topic",
      "Flag as inappropriate",
    ]);
    await closeMenu();

    fireEvent.click(likeButton(card));
    expect(await screen.findByText("Please login or register")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toEqual({ redirect: "/rc-community" });

    await act(() => router.navigate({ to: "/rc-community" }));
    await menuOf(await cardOf("Post 1"));
    chooseMenuItem("Flag as spam");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(api.requested().filter((r) => r.startsWith("POST"))).toEqual([]);
  });

  it("offers Delete only where the server says the reader may, and Flag only on someone else’s post", async () => {
    signIn();
    let deleted = false;
    const api = stubCommunityApi(
      () => ({
        posts: [post(1, { user: me, canDelete: true }), post(2)].slice(
          deleted ? 1 : 0,
        ),
        hasMore: false,
      }),
      {
        "DELETE /api/community-posts/:postId/delete": () => {
          deleted = true;
          return new Reply(200, { message: communityMessages.postDeleted });
        },
      },
    );
    renderApp("/rc-community");
    const own = await cardOf("Post 1");
    expect(await menuOf(await cardOf("Post 2"))).toEqual([
      "Flag as spam",
      "Flag as off-topic",
      "Flag as inappropriate",
    ]);
    await closeMenu();
    expect(await menuOf(own)).toEqual(["Delete"]);
    await deleteFromMenu("Delete this post?");
    expect(await screen.findByText(communityMessages.postDeleted)).toBeTruthy();
    expect(api.requested()).toContain(
      `DELETE /api/community-posts/${post(1).id}/delete`,
    );
    await waitFor(() => expect(feedTitles()).toEqual(["Post 2"]));
  });

  it("resets a feed scrolled past page 1 to its first page after a delete", async () => {
    signIn();
    const viewport = stubIntersectionObserver();
    let deleted = false;
    const api = stubCommunityApi(
      (params) => {
        const first = [
          post(1, { user: me, canDelete: true }),
          ...postsOf(2, 9),
        ].filter((p) => !deleted || p.title !== "Post 1");
        return params.get("page") === "1"
          ? { posts: first, hasMore: true }
          : { posts: postsOf(11, 3), hasMore: false };
      },
      {
        "DELETE /api/community-posts/:postId/delete": () => {
          deleted = true;
          return new Reply(200, { message: communityMessages.postDeleted });
        },
      },
    );
    renderApp("/rc-community");
    await cardOf("Post 10");
    await waitFor(() => expect(viewport.watched()).toBe(1));
    viewport.scrollIntoView();
    await cardOf("Post 13");
    await menuOf(await cardOf("Post 1"));
    await deleteFromMenu("Delete this post?");
    await waitFor(() =>
      expect(feedTitles()).toEqual(postsOf(2, 9).map((p) => p.title)),
    );
    expect(api.lists.map((l) => l.page)).toEqual([1, 2, 1]);
  });

  it("flags someone else’s post with the chosen reason and thanks the reader; a refusal says the server’s message", async () => {
    signIn();
    let refuse = false;
    const api = stubCommunityApi(() => ({ posts: [post(1)], hasMore: false }), {
      "POST /api/community-posts/:postId/flag": () =>
        refuse
          ? new Reply(403, {
              code: "silenced",
              message: "Staff have silenced your account until 1 Jan 2031",
            })
          : new Reply(200, {
              message: communityMessages.flagged,
              data: { hidden: false },
            }),
    });
    renderApp("/rc-community");
    await menuOf(await cardOf("Post 1"));
    chooseMenuItem("Flag as off-topic");
    expect(await screen.findByText(communityMessages.flagged)).toBeTruthy();
    expect(api.sent(`POST /api/community-posts/${post(1).id}/flag`)).toEqual([
      { reason: "off-topic" },
    ]);

    refuse = true;
    await menuOf(await cardOf("Post 1"));
    chooseMenuItem("Flag as spam");
    expect(
      await screen.findByText(
        "Staff have silenced your account until 1 Jan 2031",
      ),
    ).toBeTruthy();
  });

  it("takes a post out of the feed when the flag hid it", async () => {
    signIn();
    let hidden = false;
    const api = stubCommunityApi(
      () => ({
        posts: hidden ? [post(2)] : [post(1), post(2)],
        hasMore: false,
      }),
      {
        "POST /api/community-posts/:postId/flag": () => {
          hidden = true;
          return new Reply(200, {
            message: communityMessages.flagged,
            data: { hidden: true },
          });
        },
      },
    );
    renderApp("/rc-community");
    await menuOf(await cardOf("Post 1"));
    chooseMenuItem("Flag as inappropriate");
    await waitFor(() => expect(feedTitles()).toEqual(["Post 2"]));
    await waitFor(() => expect(api.lists).toHaveLength(2));
  });

  it("says the server’s message when a delete fails, for 5 s, and keeps the post", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    stubCommunityApi(
      () => ({
        posts: [post(1, { user: me, canDelete: true })],
        hasMore: false,
      }),
      {
        "DELETE /api/community-posts/:postId/delete": new Reply(403, {
          code: "forbidden",
          message: communityMessages.notYours,
        }),
      },
    );
    renderApp("/rc-community");
    await menuOf(await cardOf("Post 1"));
    await deleteFromMenu("Delete this post?");
    expect(await screen.findByText(communityMessages.notYours)).toBeTruthy();
    expect(await cardOf("Post 1")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5500));
    await waitFor(() =>
      expect(screen.queryByText(communityMessages.notYours)).toBeNull(),
    );
  });
});
