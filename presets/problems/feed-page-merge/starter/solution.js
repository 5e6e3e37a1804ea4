/**
 * @param {(item: any) => any} getId
 * @return {{
 *   appendPage: (items: any[]) => void,
 *   prependPage: (items: any[]) => void,
 *   remove: (id: any) => boolean,
 *   items: () => any[],
 *   size: () => number,
 * }}
 */
function createFeed(getId) {

}
