def memoize(fn):
    cache = {}

    def memoized(*args):
        if cache.get(args):
            return cache[args]
        cache[args] = fn(*args)
        return cache[args]

    memoized.clear = cache.clear
    return memoized
