#include <cstdio>
#include <string>
int main()
{
    int n = 0;
    if (scanf("%d", &n) != 1)
    {
        return 0;
    }
    std::string out;
    int lines = 0;
    for (int i = 1; i <= n; ++i)
    {
        std::string w;
        if (i % 3 == 0) { w += "Fizz"; }
        if (i % 5 == 0) { w += "Buzz"; }
        if (w.empty()) { w = std::to_string(i); }
        lines++;
        out += w;
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
