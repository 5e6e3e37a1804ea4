"""SQLite `secure_delete` cost (docs/performance.md#secure_delete): the same workloads with the pragma
OFF and ON, in WAL mode with synchronous = NORMAL as the store runs. Run: python3 benches/secure_delete.py

1. mix: the store's usual writes (a session row of 2-6 KB rewritten per turn, code rows replaced,
   a user's code deleted every 100 turns), per transaction.
2. delete: deleting one user's 8 code rows of 4 KB each (what /forget does), per transaction.
"""
import os
import sqlite3
import statistics
import time

DIR = "/tmp/mashang-secure-delete-bench"

def mix(mode, n=4000):
    path=f"{DIR}/mix-{mode}.db"
    for s in ("","-wal","-shm"):
        try: os.remove(path+s)
        except FileNotFoundError: pass
    c=sqlite3.connect(path, isolation_level=None)
    c.execute("PRAGMA journal_mode=WAL"); c.execute("PRAGMA synchronous=NORMAL"); c.execute(f"PRAGMA secure_delete={mode}")
    c.execute("CREATE TABLE sessions (user_key TEXT PRIMARY KEY, state TEXT)")
    c.execute("CREATE TABLE code (user_key TEXT, digest TEXT, text TEXT, PRIMARY KEY(user_key,digest))")
    import random
    rnd=random.Random(1)
    t=time.perf_counter()
    for i in range(n):
        u=f"telegram:{i%200}"
        state="x"*rnd.randint(2000,6000)
        c.execute("BEGIN")
        c.execute("INSERT INTO sessions VALUES (?,?) ON CONFLICT(user_key) DO UPDATE SET state=excluded.state",(u,state))
        c.execute("INSERT OR REPLACE INTO code VALUES (?,?,?)",(u,str(i%50),"y"*rnd.randint(500,3000)))
        if i%100==99:
            c.execute("DELETE FROM code WHERE user_key=?",(f"telegram:{(i//100)%200}",))
        c.execute("COMMIT")
    dt=time.perf_counter()-t
    c.close()
    return dt/n*1e6

def delete(mode, users=500, per=8, size=4000):
    path=f"{DIR}/del-{mode}.db"
    for s in ("","-wal","-shm"):
        try: os.remove(path+s)
        except FileNotFoundError: pass
    c=sqlite3.connect(path, isolation_level=None)
    c.execute("PRAGMA journal_mode=WAL"); c.execute("PRAGMA synchronous=NORMAL"); c.execute(f"PRAGMA secure_delete={mode}")
    c.execute("CREATE TABLE code (user_key TEXT, digest TEXT, text TEXT, PRIMARY KEY(user_key,digest))")
    c.execute("BEGIN")
    for u in range(users):
        for d in range(per):
            c.execute("INSERT INTO code VALUES (?,?,?)",(f"telegram:{u}",str(d),os.urandom(size//2).hex()))
    c.execute("COMMIT")
    c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    t=time.perf_counter()
    for u in range(users):
        c.execute("BEGIN"); c.execute("DELETE FROM code WHERE user_key=?",(f"telegram:{u}",)); c.execute("COMMIT")
    dt=time.perf_counter()-t
    c.close()
    return dt/users*1e6

def main():
    os.makedirs(DIR, exist_ok=True)
    print("sqlite", sqlite3.sqlite_version)
    for name, f in (("mix (us per transaction)", mix), ("delete (us per user deleted)", delete)):
        res = {"OFF": [], "ON": []}
        for _ in range(5):
            for mode in res:
                res[mode].append(f(mode))
        for mode, xs in res.items():
            print(name, mode, "median", round(statistics.median(xs), 1), [round(x, 1) for x in xs])


main()
