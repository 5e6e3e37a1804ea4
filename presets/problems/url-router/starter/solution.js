class Router {
  constructor() {

  }

  /**
   * @param {string} pattern e.g. "/users/:id/posts/*"
   * @param {string} name
   * @return {Router} this
   */
  add(pattern, name) {

  }

  /**
   * @param {string} url e.g. "/users/42?tab=posts"
   * @return {{name: string, params: Object<string, string>}|null}
   */
  match(url) {

  }
}
