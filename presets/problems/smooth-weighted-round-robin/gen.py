"""A load balancer with 1-5 servers of weights 1-5 and n calls, mostly next(), with some servers
going down and up (sometimes all down) and weights changing."""


def generate(n, rng):
    k = rng.randint(1, 5)
    names = [f"s{i}" for i in range(k)]
    calls = [["LoadBalancer", names, [rng.randint(1, 5) for _ in range(k)]]]
    for _ in range(n):
        r = rng.random()
        if r < 0.7:
            calls.append(["next"])
        elif r < 0.8:
            calls.append(["mark_down", rng.choice(names)])
        elif r < 0.9:
            calls.append(["mark_up", rng.choice(names)])
        else:
            calls.append(["set_weight", rng.choice(names), rng.randint(1, 5)])
    return calls


def valid(calls):
    return True
