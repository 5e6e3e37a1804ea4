"""n inventory calls. Small runs use two items and a few order ids, so ids get reused, orders are
cancelled after being fulfilled and stock runs out; large runs first open n/3 orders over a few
items (restocking as needed), then mix calls while tens of thousands of orders stay open, asking
reserved() often."""


def generate(n, rng):
    small = n <= 100
    items = ["apple", "pear"] if small else ["item%d" % i for i in range(5)]
    orders = ["o%d" % i for i in range(4 if small else n)]
    calls = [["Inventory"]]
    next_order = 0
    if not small:
        # Fill first: every later reserved() meets tens of thousands of open orders, so one that
        # adds them up one by one is far over the limit on any machine.
        stock = dict.fromkeys(items, 0)
        for _ in range(n // 3):
            item, qty = rng.choice(items), rng.randint(1, 100)
            if stock[item] < qty:
                calls.append(["restock", item, 5000])
                stock[item] += 5000
            stock[item] -= qty
            calls.append(["reserve", orders[next_order], item, qty])
            next_order += 1
    for _ in range(n - len(calls) + 1):
        r = rng.random()
        item = rng.choice(items)
        if r < 0.2:
            calls.append(["restock", item, rng.randint(3, 8) if small else rng.randint(1, 5000)])
        elif r < 0.45:
            if small:
                oid = rng.choice(orders)
            else:
                oid = orders[next_order % len(orders)]
                next_order += 1
            calls.append(["reserve", oid, item, rng.randint(1, 4) if small else rng.randint(1, 100)])
        elif r < 0.6:
            calls.append(["cancel", (orders[rng.randrange(max(1, next_order))] if not small else rng.choice(orders))])
        elif r < 0.72:
            calls.append(["fulfill", (orders[rng.randrange(max(1, next_order))] if not small else rng.choice(orders))])
        elif r < 0.78:
            calls.append(["available", item])
        else:
            calls.append(["reserved", item])
    return calls


def valid(calls):
    if not calls or calls[0] != ["Inventory"] or len(calls) > 2 * 10**5 + 1:
        return False
    name = lambda x: type(x) is str and 1 <= len(x) <= 20
    qty = lambda x: type(x) is int and 1 <= x <= 5000
    for c in calls[1:]:
        op, a = c[0], c[1:]
        if op == "restock":
            ok = len(a) == 2 and name(a[0]) and qty(a[1])
        elif op == "reserve":
            ok = len(a) == 3 and name(a[0]) and name(a[1]) and qty(a[2])
        elif op in ("cancel", "fulfill", "available", "reserved"):
            ok = len(a) == 1 and name(a[0])
        else:
            ok = False
        if not ok:
            return False
    return True
