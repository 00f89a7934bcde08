(ns toolnexus.agents
  "Sub-agents: requires the generated namespace, which requires nothing of the host."
  (:require [toolnexus.vocabulary :as v]))

(defn stop
  "The result of a sub-agent stopped on a pool limit named by its internal spelling."
  [pool]
  {:status v/status-incomplete
   :limit (v/settle-limit-stop v/status-incomplete pool)})
