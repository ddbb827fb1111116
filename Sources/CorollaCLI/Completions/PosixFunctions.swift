/// The shell functions the bash and zsh scripts share, in the syntax both read: `case` tables of
/// what each command path accepts, and the walk of the words typed so far.
struct PosixFunctions {
    var nodes: [CompletionNode]
    /// The command's name, which prefixes every function: `_corolla_value`.
    var name: String

    /// A function `_NAME_SUFFIX PATH [KEY]` that runs the body of the first branch whose patterns
    /// match `PATH` (or `PATH|KEY` when the branches are keyed).
    ///
    /// - Parameter branches: the patterns, already quoted, and the body of each branch.
    func caseFunction(_ suffix: String, _ summary: String, keyed: Bool = false, _ branches: [(patterns: [String], body: String)]) -> String {
        let lines = branches.map { "        \($0.patterns.joined(separator: "|"))) \($0.body) ;;" }
        return """
            # \(summary)
            _\(name)_\(suffix)() {
                case \(keyed ? "\"$1|$2\"" : "\"$1\"") in
            \(lines.joined(separator: "\n"))
                esac
            }
            """
    }

    /// `_NAME_subcommands PATH`: the subcommand names of the command at `PATH`.
    var subcommands: String {
        let branches = nodes.filter { !$0.subcommands.isEmpty }.map { node in
            (patterns: [Shell.quoted(node.path)], body: "echo " + Shell.quoted(node.subcommands.map(\.name).joined(separator: " ")))
        }
        return caseFunction("subcommands", "The subcommands of a command path ('\(name) plants').", branches)
    }

    /// `_NAME_value PATH WORD`: what completes the value of option `WORD`, or of positional
    /// argument `#N` (from 0): `list NAME…`, `file`, `directory`, or `value PLACEHOLDER` for a
    /// value with no completion; nothing for a flag, an unknown word or an argument that
    /// completes nothing.
    var values: String {
        let branches = nodes.flatMap { node in
            let options = node.options.compactMap { option -> (patterns: [String], body: String)? in
                guard let value = option.value else { return nil }
                let patterns = option.names.map { Shell.quoted(node.path + "|" + $0) }
                return (patterns, "echo " + Shell.quoted(value.completion.map(Self.word) ?? "value " + value.placeholder))
            }
            guard node.arguments.contains(where: { $0.completion != nil }) else { return options }
            let arguments = node.arguments.enumerated().map { index, argument in
                let key = argument.isVariadic ? Shell.quoted(node.path + "|#") + "*" : Shell.quoted(node.path + "|#\(index)")
                return (patterns: [key], body: argument.completion.map { "echo " + Shell.quoted(Self.word($0)) } ?? ":")
            }
            return options + arguments
        }
        return caseFunction("value", "What completes the value of option $2, or of positional argument #N, of a command path.", keyed: true, branches)
    }

    /// `list NAME…`, `file` or `directory`.
    private static func word(_ kind: CompletionKind) -> String {
        switch kind {
        case .list(let names): return (["list"] + names).joined(separator: " ")
        case .file: return "file"
        case .directory: return "directory"
        case .plantKeys: return "plants"
        }
    }

    /// `_NAME_locate WORD…`: reads the words before the one being completed and sets
    /// `command_path` (the subcommands typed), `value_of` (the option whose value is being
    /// completed, or empty), `value_kind` (what `_NAME_value` says of that option, or of the
    /// positional argument being completed) and `catalog` (the value of `--db`, if typed).
    var locate: String {
        """
        # Reads the words typed before the one being completed; sets command_path ('\(name) plants add'),
        # value_of (the option whose value is being completed, if any) and value_kind (_\(name)_value's
        # answer for that option, or for the positional argument being completed) and catalog (--db's value).
        _\(name)_locate() {
            local word count=0 only=""
            command_path="\(name)" value_of="" value_kind="" catalog=""
            while [[ $# -gt 0 ]]; do
                word=$1
                shift
                if [[ -z $only && $word == -- ]]; then
                    only=1
                elif [[ -z $only && $word == --db=* ]]; then
                    catalog=${word#--db=}
                elif [[ -z $only && $word == -* ]]; then
                    [[ $word == --db && $# -gt 0 ]] && catalog=$1
                    if [[ -n $(_\(name)_value "$command_path" "$word") ]]; then
                        if [[ $# -eq 0 ]]; then
                            value_of=$word
                            value_kind=$(_\(name)_value "$command_path" "$word")
                            return
                        fi
                        shift
                    fi
                elif [[ $count -eq 0 && " $(_\(name)_subcommands "$command_path") " == *" $word "* ]]; then
                    command_path="$command_path $word"
                else
                    count=$((count + 1))
                fi
            done
            value_kind=$(_\(name)_value "$command_path" "#$count")
        }
        """
    }

    /// `_NAME_plant_keys`: the plant keys of the catalog `catalog` names (else the default one),
    /// one a line; nothing when it cannot be read.
    var plantKeys: String {
        """
        # The plant keys of the catalog named by --db (else the default), one a line.
        _\(name)_plant_keys() {
            command \(name) completions keys ${catalog:+--db "$catalog"} 2>/dev/null
        }
        """
    }

    /// The shared functions, in the order a script defines them.
    var all: String { [subcommands, values, locate, plantKeys].joined(separator: "\n") }
}
