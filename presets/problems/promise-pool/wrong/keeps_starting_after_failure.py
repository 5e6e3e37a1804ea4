import asyncio


async def promise_pool(tasks, limit):
    results = [None] * len(tasks)
    errors = []
    queue = iter(enumerate(tasks))

    async def worker():
        for i, task in queue:
            try:
                results[i] = await task()
            except Exception as e:
                errors.append(e)

    await asyncio.gather(*(worker() for _ in range(min(limit, len(tasks)))))
    if errors:
        raise errors[0]
    return results
