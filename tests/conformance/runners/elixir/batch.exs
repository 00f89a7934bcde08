# Runs every case's runner in this one VM: the arguments are triples (runner module, input file,
# output file); each runner's :stdio is a StringIO holding its input (latin1: bytes pass through).
System.argv()
|> Enum.chunk_every(3)
|> Enum.each(fn [runner, input, output] ->
  {:ok, io} = StringIO.open(File.read!(input), encoding: :latin1)
  leader = Process.group_leader()
  Process.group_leader(self(), io)

  try do
    Module.concat([runner]).main()
  after
    Process.group_leader(self(), leader)
  end

  {:ok, {_, written}} = StringIO.close(io)
  File.write!(output, written)
end)
