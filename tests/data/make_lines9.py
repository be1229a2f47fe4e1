"""Makes tests/data/lines9.txt with sheetdoku itself (tests/data/README.md).

Usage: python3 tests/data/make_lines9.py path/to/sheetdoku > tests/data/lines9.txt
(the header comment of the file is written by hand). Seeded: the same
puzzles every time with the same sheetdoku.
"""
import os, random, subprocess, sys, tempfile
SHEETDOKU=sys.argv[1]
TRY=os.path.join(tempfile.mkdtemp(), "try.txt")
# The test grid of crates/core/src/engine/alldiff.rs.
G="534678912672195348198342567859761423426853791713924856961537284287419635345286179"
g=[int(c) for c in G]
n=9
def name(c): return "ABCDEFGHI"[c%9]+str(c//9+1)
def nbrs(c):
    r,k=divmod(c,9)
    return [rr*9+kk for rr in range(r-1,r+2) for kk in range(k-1,k+2) if 0<=rr<9 and 0<=kk<9 and (rr,kk)!=(r,k)]
def walks(ok_step, lo, hi, rng, tries=20000, final=None):
    out=[]
    for _ in range(tries):
        L=rng.randint(lo,hi)
        w=[rng.randrange(81)]
        while len(w)<L:
            cand=[c for c in nbrs(w[-1]) if c not in w and ok_step(w,c)]
            if not cand: break
            w.append(rng.choice(cand))
        if len(w)==L and (final is None or final(w)): out.append(w)
    return out
thermo=lambda w,c: g[c]>g[w[-1]]
whisper=lambda w,c: abs(g[c]-g[w[-1]])>=5
pal_final=lambda w: all(g[w[i]]==g[w[len(w)-1-i]] for i in range(len(w)//2))
def pick(cands, count, used):
    out=[]
    for w in cands:
        if len(out)>=count: break
        if used & set(w): continue
        out.append(w); used|=set(w)
    return out
def count(givens, rules):
    line="".join(str(g[c]) if c in givens else "." for c in range(81))+" rules="+";".join(rules)
    with open(TRY, "w") as f:
        f.write(line + "\n")
    # Exit 0: exactly one solution.
    r=subprocess.run([SHEETDOKU,"count",TRY,"--limit","2"],capture_output=True,text=True)
    return r.returncode, line
def make(seed, spec):
    rng=random.Random(seed)
    used=set(); rules=[]
    for kind,num,lo,hi in spec:
        if kind=="thermo": c=walks(thermo,lo,hi,rng)
        elif kind=="whisper": c=walks(whisper,lo,hi,rng)
        else: c=walks(lambda w,x: True,lo,hi,rng,tries=200000,final=pal_final)
        c.sort(key=lambda w:-len(w))
        for w in pick(c,num,used): rules.append(kind+","+",".join(name(x) for x in w))
    givens=set()
    order=list(range(81)); rng.shuffle(order)
    rc,line=count(givens,rules)
    for c in order:
        if rc==0: break
        givens.add(c); rc,line=count(givens,rules)
    assert rc==0, line
    for c in sorted(givens, key=lambda x: rng.random()):
        rc,_=count(givens-{c},rules)
        if rc==0: givens.discard(c)
    rc,line=count(givens,rules); assert rc==0
    print(len(givens), len(rules), file=sys.stderr)
    return line
print(make(1,[("thermo",10,4,6)]))
print(make(2,[("whisper",8,4,6)]))
print(make(3,[("thermo",4,4,5),("whisper",3,4,5),("palindrome",3,3,5)]))
