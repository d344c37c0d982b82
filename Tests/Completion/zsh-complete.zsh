#!/usr/bin/env zsh
# Prints what zsh's completion system offers for each command line given, one candidate a
# line, the answers separated by lines '<<<next>>>':
#     zsh -f Tests/Completion/zsh-complete.zsh SCRIPT 'pushroute lint --format ' ...
# SCRIPT is the output of `pushroute completion zsh`: a directory holding it as _pushroute is
# put on $fpath, as an installed script is found; a file is sourced after compinit, as the
# README tells users to. Completion runs only inside the line editor, so one interactive zsh
# is started on a pseudo-terminal (zsh/zpty); each line is typed and TAB pressed, and a
# compadd wrapper prints the matches the completion functions add (instead of inserting them)
# between two marker lines. Used by Tests/PushRouteTests/CLI/CompletionTests.swift.
emulate -L zsh
zmodload zsh/zpty || exit 2
(( $# >= 2 )) || { print -u2 "usage: zsh-complete.zsh SCRIPT LINE..."; exit 64 }
local script=$1 load
shift
if [[ -d $script ]]; then
    load="fpath=(${(q)script} \$fpath); autoload -Uz compinit && compinit -u -D"
else
    load="autoload -Uz compinit && compinit -u -D; source ${(q)script}"
fi
local setup=${TMPDIR:-/tmp}/pushroute-zsh-complete-$$.zsh
cat > $setup <<EOF
PROMPT='' RPROMPT=''
unsetopt zle_bracketed_paste 2>/dev/null
$load
bindkey '^I' complete-word
zstyle ':completion:*' list-grouped false
zstyle ':completion:*' insert-tab false
# _main_complete empties these arrays before it calls them: each call arms the next one.
__capture_start() { compprefuncs=(__capture_start); print -r -- '<<<start>>>' }
__capture_end() { comppostfuncs=(__capture_end); print -r -- '<<<end>>>' }
compprefuncs=(__capture_start)
comppostfuncs=(__capture_end)
compadd() {
    # Calls that only compute (-O, -A, -D) go through; the others print what they would add.
    local __word
    for __word in "\$@"; do
        [[ \$__word == (-|--) ]] && break
        if [[ \$__word == -[[:alpha:]]#[OAD]* ]]; then builtin compadd "\$@"; return; fi
    done
    local -a __hits __hidden __shown __ignored
    zparseopts -E -a __ignored p:=__hidden P:=__shown
    builtin compadd -O __hits "\$@"
    local __hit
    for __hit in \$__hits; do print -r -- "\${__hidden[2]}\${__shown[2]}\$__hit"; done
}
print -r -- '<<<ready>>>'
EOF
zpty pushroute_zsh "zsh -f -i"
zpty -w pushroute_zsh "source ${(q)setup}"

# Reads the shell's output until it holds `marker`; fails after 20 seconds.
local output chunk
await() {
    local deadline=$(( SECONDS + 20 ))
    while [[ $output != *$1* ]]; do
        (( SECONDS < deadline )) || return 1
        if zpty -r -t pushroute_zsh chunk 2>/dev/null; then output+=$chunk; else sleep 0.02; fi
    done
}

local result=0 line matches
await '<<<ready>>>' || { print -u2 "zsh did not start"; result=2 }
for line in $@; do
    (( result == 0 )) || break
    output=''
    # ^U empties the line the last completion left.
    zpty -w -n pushroute_zsh $'\C-u'"$line"$'\t'
    if ! await '<<<end>>>'; then
        print -u2 "no completion for '$line'"
        result=2
        break
    fi
    matches=${${output#*'<<<start>>>'}%%'<<<end>>>'*}
    print -r -- ${matches//$'\r'/} | sed '/^[[:space:]]*$/d'
    print -r -- '<<<next>>>'
done
zpty -w -n pushroute_zsh $'\C-u'
zpty -d pushroute_zsh 2>/dev/null
rm -f $setup
exit $result
