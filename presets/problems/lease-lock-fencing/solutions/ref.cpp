class LeaseLock {
    int ttl;
    string holder;
    bool held = false;
    int token = 0;
    long long expires = 0;
    int highestWritten = 0;

    bool isHeld(int now) const { return held && now < expires; }

public:
    LeaseLock(int ttl) : ttl(ttl) {}

    int acquire(string client, int now) {
        if (isHeld(now)) {
            if (holder != client) return -1;
            expires = (long long)now + ttl;
            return token;
        }
        ++token;
        holder = client;
        held = true;
        expires = (long long)now + ttl;
        return token;
    }

    bool release(string client, int token, int now) {
        if (!isHeld(now) || holder != client || this->token != token) return false;
        held = false;
        return true;
    }

    bool write(int token, int now) {
        if (token < highestWritten) return false;
        highestWritten = token;
        return true;
    }
};
