class Solution {
    static vector<bool> field(const string& text, int lo, int hi) {
        vector<bool> allowed(hi + 1, false);
        stringstream ss(text);
        string item;
        while (getline(ss, item, ',')) {
            size_t slash = item.find('/');
            string base = item.substr(0, slash);
            int step = slash == string::npos ? 1 : stoi(item.substr(slash + 1));
            int a, b;
            if (base == "*") { a = lo; b = hi; }
            else if (base.find('-') != string::npos) {
                size_t dash = base.find('-');
                a = stoi(base.substr(0, dash));
                b = stoi(base.substr(dash + 1));
            } else {
                a = stoi(base);
                b = slash != string::npos ? hi : a;
            }
            for (int v = a; v <= b; v += step) allowed[v] = true;
        }
        return allowed;
    }
    // Howard Hinnant's civil_from_days: days since 1970-01-01 -> (month, day).
    static void civil(long long z, int& m, int& d) {
        z += 719468;
        long long era = (z >= 0 ? z : z - 146096) / 146097;
        long long doe = z - era * 146097;
        long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long long mp = (5 * doy + 2) / 153;
        d = (int)(doy - (153 * mp + 2) / 5 + 1);
        m = (int)(mp < 10 ? mp + 3 : mp - 9);
    }
public:
    long long nextFire(string expr, long long after) {
        stringstream ss(expr);
        vector<string> p(5);
        for (auto& x : p) ss >> x;
        auto minute = field(p[0], 0, 59), hour = field(p[1], 0, 23), dom = field(p[2], 1, 31),
             month = field(p[3], 1, 12), dow = field(p[4], 0, 7);
        if (dow[7]) dow[0] = true;
        bool domAny = p[2][0] == '*', dowAny = p[4][0] == '*';
        vector<int> times;
        for (int h = 0; h < 24; h++)
            if (hour[h])
                for (int mi = 0; mi < 60; mi++)
                    if (minute[mi]) times.push_back(h * 60 + mi);
        long long start = after + 1, day = start / 1440, first = start % 1440;
        for (long long d = day; d <= day + 146097; d++) {
            int m, dd;
            civil(d, m, dd);
            if (!month[m]) continue;
            bool inDom = dom[dd], inDow = dow[(d + 4) % 7];
            bool ok = (!domAny && !dowAny) ? (inDom || inDow) : (inDom && inDow);
            if (!ok) continue;
            long long floor = d == day ? first : 0;
            for (int t : times)
                if (t >= floor) return d * 1440 + t;
        }
        return -1;
    }
};
