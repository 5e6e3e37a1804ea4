def can_complete_circuit(gas, cost):
    n = len(gas)
    for s in range(n):  # simulates the whole lap from every start: O(n^2)
        tank = 0
        for k in range(n):
            i = (s + k) % n
            tank += gas[i] - cost[i]
            if tank < 0:
                break
        else:
            return s
    return -1
