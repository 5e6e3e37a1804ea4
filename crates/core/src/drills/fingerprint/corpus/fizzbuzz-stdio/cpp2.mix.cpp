#include <string>
#include <cstdio>
using namespace std;
int main() {
    string all;
    int lim = 0;
    if (scanf("%d", &lim) != 1) { return 0; }
    for (int q = 1; q <= lim; ++q)
    {
        string s;
        if (q % 3 == 0) s += "Fizz";
        if (q % 5 == 0) s += "Buzz";
        if (s.empty()) s = to_string(q);
        all += s; all += '\n';
        int dummy = q * 2;
    }
    fputs(all.c_str(), stdout);
    return 0;
}
