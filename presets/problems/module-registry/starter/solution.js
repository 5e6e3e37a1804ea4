/**
 * @return {{
 *   define: (name: string, deps: string[], factory: (...deps: any[]) => any) => void,
 *   require: (name: string) => any,
 * }}
 */
function createRegistry() {

}
