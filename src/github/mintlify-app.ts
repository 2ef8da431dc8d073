/**
 * Mintlify's GitHub app (github.com/apps/mintlify): the only source a preview link is taken from,
 * its check runs (by app slug) and its deployments and their statuses (by creator). Anyone can
 * publish on `*.mintlify.site`, so a link another app, bot or person posts (a link checker's
 * report, another bot's status, someone's deployment) is never shown as the preview. A commit
 * status names no app that GitHub vouches for, so statuses are never a source.
 */
export const MINTLIFY_APP = { slug: 'mintlify', login: 'mintlify[bot]' } as const

/** Whether Mintlify's GitHub app made it: anyone with write access can make a deployment. */
export function byApp(creator: { readonly login: string; readonly type: string } | null): boolean {
  return creator?.login === MINTLIFY_APP.login && creator.type === 'Bot'
}
