/**
 * @param {(props: any) => any} component
 * @return {{render(props: any): any, output(): any, renders(): number, unmount(): void}}
 */
function createRoot(component) {

}

/** @return {[any, (next: any) => void]} */
function useState(initial) {

}

/** @param {() => (void|Function)} fn @param {any[]} [deps] */
function useEffect(fn, deps) {

}

/** @param {() => any} fn @param {any[]} [deps] */
function useMemo(fn, deps) {

}

/** @return {{current: any}} */
function useRef(initial) {

}
